/**
 * Every skills batch by name, in the order they were written: the one list
 * `batches.ts` prints and the /safety/ page publishes. A new batch is added
 * here and nowhere else.
 */
import { skillsCorpus } from './skills/evaluate.ts';
import { skills2Corpus } from './skills2/evaluate.ts';
import { skills3Corpus as code3 } from './skills3-code/evaluate.ts';
import { skills3Corpus as wording3 } from './skills3-wording/evaluate.ts';
import { skills4Corpus as code4 } from './skills4-code/evaluate.ts';
import { skills4Corpus as wording4 } from './skills4-wording/evaluate.ts';
import { skills5Corpus as code5 } from './skills5-code/evaluate.ts';
import { skills5Corpus as wording5 } from './skills5-wording/evaluate.ts';
import { skills6Corpus as code6 } from './skills6-code/evaluate.ts';
import { skills6Corpus as wording6 } from './skills6-wording/evaluate.ts';
import { skills7Corpus as powershell7 } from './skills7-powershell/evaluate.ts';
import { skills7Corpus as wording7 } from './skills7-wording/evaluate.ts';
import { skills7Corpus as code7 } from './skills7-code/evaluate.ts';
import { skills8McpCorpus as mcp8 } from './skills8-mcp/evaluate.ts';
import { skills8Corpus as wording8 } from './skills8-wording/evaluate.ts';
import { skills8Corpus as code8 } from './skills8-code/evaluate.ts';
import { skills8Corpus as benign8 } from './skills8-benign/evaluate.ts';
import { skills9McpCorpus as mcp9 } from './skills9-mcp/evaluate.ts';
import { skills9WindowsCorpus as windows9 } from './skills9-windows/evaluate.ts';
import { skills9InjectCorpus as inject9 } from './skills9-inject/evaluate.ts';
import { skills9Corpus as benign9 } from './skills9-benign/evaluate.ts';
import { skills9Corpus as code9 } from './skills9-code/evaluate.ts';
import { skills9Corpus as wording9 } from './skills9-wording/evaluate.ts';
import { skills10ToolInputCorpus as toolinput10 } from './skills10-toolinput/evaluate.ts';
import { skills10NetworkCorpus as network10 } from './skills10-network/evaluate.ts';
import { skills10SystemCorpus as system10 } from './skills10-system/evaluate.ts';
import { skills10GoCorpus as go10 } from './skills10-go/evaluate.ts';
import { skills10ExhaustionCorpus as exhaustion10 } from './skills10-exhaustion/evaluate.ts';
import { skills10BenignCorpus as benign10 } from './skills10-benign/evaluate.ts';
import { skills10ThirdPartyCorpus as thirdParty10 } from './skills10-thirdparty/evaluate.ts';
import { skills10McpWordsCorpus as mcpwords10 } from './skills10-mcpwords/evaluate.ts';
import { skills11SupplyCorpus as supply11 } from './skills11-supply/evaluate.ts';
import { skills11MarkdownCorpus as markdown11 } from './skills11-markdown/evaluate.ts';
import { skills11GoCorpus as go11 } from './skills11-go/evaluate.ts';
import { skills12GoCorpus as go12 } from './skills12-go/evaluate.ts';
import { skills11BenignCorpus as benign11 } from './skills11-benign/evaluate.ts';
import { skills12BenignCorpus as benign12 } from './skills12-benign/evaluate.ts';
import { skills11GoalsCorpus as goals11 } from './skills11-goals/evaluate.ts';
import { skills11HiddenCorpus as hidden11 } from './skills11-hidden/evaluate.ts';
import { skills11ExhaustionCorpus as exhaustion11 } from './skills11-exhaustion/evaluate.ts';
import { skills11PythonCorpus as python11 } from './skills11-python/evaluate.ts';
import { skills12InjectCorpus as inject12 } from './skills12-inject/evaluate.ts';
import { skills12MismatchCorpus as mismatch12 } from './skills12-mismatch/evaluate.ts';
import { skills12ExfilCorpus as exfil12 } from './skills12-exfil/evaluate.ts';
import { skills12ProseCorpus as prose12 } from './skills12-prose/evaluate.ts';
import { skills12ResultsCorpus as results12 } from './skills12-results/evaluate.ts';
import { skills13BenignCorpus as benign13 } from './skills13-benign/evaluate.ts';
import { skills13ReachCorpus as reach13 } from './skills13-reach/evaluate.ts';
import { skills13EvasionCorpus as evasion13 } from './skills13-evasion/evaluate.ts';
import { skills13AttackerCorpus as attacker13 } from './skills13-attacker/evaluate.ts';
import { skills14IdiomsCorpus as idioms14 } from './skills14-idioms/evaluate.ts';
import { skills14ExfilCorpus as exfil14 } from './skills14-exfil/evaluate.ts';
import { skills14AttackerCorpus as attacker14 } from './skills14-attacker/evaluate.ts';
import { skills15AttackerCorpus as attacker15 } from './skills15-attacker/evaluate.ts';
import { skills14BenignCorpus as benign14 } from './skills14-benign/evaluate.ts';
import { skills14PersistCorpus as persist14 } from './skills14-persist/evaluate.ts';
import { skills14ProseCorpus as prose14 } from './skills14-prose/evaluate.ts';
import { skills15LeakCorpus as leak15 } from './skills15-leak/evaluate.ts';
import { skills16ExfilCorpus as exfil16 } from './skills16-exfil/evaluate.ts';
import { skills15BenignCorpus as benign15 } from './skills15-benign/evaluate.ts';
import { skills15McpCorpus as mcp15 } from './skills15-mcp/evaluate.ts';
import { skills15ProseCorpus as prose15 } from './skills15-prose/evaluate.ts';
import { skills16BenignCorpus as benign16 } from './skills16-benign/evaluate.ts';
import { skills16AttackerCorpus as attacker16 } from './skills16-attacker/evaluate.ts';
import { skills17LabelledCorpus as labelled17 } from './skills17-labelled/evaluate.ts';
import { skills17McpCorpus as mcp17 } from './skills17-mcp/evaluate.ts';
import { skills17RubyCorpus as ruby17 } from './skills17-ruby/evaluate.ts';
import { skills17BenignCorpus as benign17 } from './skills17-benign/evaluate.ts';
import { skills18AttackerCorpus as attacker18 } from './skills18-attacker/evaluate.ts';
import { skills18ProseCorpus as prose18 } from './skills18-prose/evaluate.ts';
import { skills18BenignCorpus as benign18 } from './skills18-benign/evaluate.ts';
import { skills18HiddenCorpus as hidden18 } from './skills18-hidden/evaluate.ts';
import { skills19BenignCorpus as benign19 } from './skills19-benign/evaluate.ts';
import { skills19AttackerCorpus as attacker19 } from './skills19-attacker/evaluate.ts';
import { skills20BenignCorpus as benign20 } from './skills20-benign/evaluate.ts';
import { skills20AttackerCorpus as attacker20 } from './skills20-attacker/evaluate.ts';
import { skills26BenignCorpus as benign26 } from './skills26-benign/evaluate.ts';

export const SKILL_BATCHES = {
  skills: skillsCorpus,
  skills2: skills2Corpus,
  'skills3-wording': wording3,
  'skills3-code': code3,
  'skills4-code': code4,
  'skills4-wording': wording4,
  'skills5-code': code5,
  'skills5-wording': wording5,
  'skills6-code': code6,
  'skills6-wording': wording6,
  'skills7-powershell': powershell7,
  'skills7-wording': wording7,
  'skills7-code': code7,
  'skills8-mcp': mcp8,
  'skills8-wording': wording8,
  'skills8-code': code8,
  'skills8-benign': benign8,
  'skills9-mcp': mcp9,
  'skills9-windows': windows9,
  'skills9-inject': inject9,
  'skills9-benign': benign9,
  'skills9-code': code9,
  'skills9-wording': wording9,
  'skills10-toolinput': toolinput10,
  'skills10-network': network10,
  'skills10-system': system10,
  'skills10-go': go10,
  'skills10-exhaustion': exhaustion10,
  'skills10-benign': benign10,
  'skills10-thirdparty': thirdParty10,
  'skills10-mcpwords': mcpwords10,
  'skills11-supply': supply11,
  'skills11-markdown': markdown11,
  'skills11-go': go11,
  'skills11-benign': benign11,
  'skills11-goals': goals11,
  'skills11-hidden': hidden11,
  'skills11-exhaustion': exhaustion11,
  'skills11-python': python11,
  'skills12-inject': inject12,
  'skills12-benign': benign12,
  'skills12-mismatch': mismatch12,
  'skills12-go': go12,
  'skills12-exfil': exfil12,
  'skills12-prose': prose12,
  'skills12-results': results12,
  'skills13-benign': benign13,
  'skills13-reach': reach13,
  'skills13-evasion': evasion13,
  'skills13-attacker': attacker13,
  'skills14-idioms': idioms14,
  'skills14-exfil': exfil14,
  'skills14-attacker': attacker14,
  'skills14-benign': benign14,
  'skills14-persist': persist14,
  'skills14-prose': prose14,
  'skills15-leak': leak15,
  'skills15-benign': benign15,
  'skills15-mcp': mcp15,
  'skills15-attacker': attacker15,
  'skills15-prose': prose15,
  'skills16-benign': benign16,
  'skills16-attacker': attacker16,
  'skills16-exfil': exfil16,
  'skills17-labelled': labelled17,
  'skills17-mcp': mcp17,
  'skills17-ruby': ruby17,
  'skills17-benign': benign17,
  'skills18-attacker': attacker18,
  'skills18-prose': prose18,
  'skills18-benign': benign18,
  'skills18-hidden': hidden18,
  'skills19-benign': benign19,
  'skills19-attacker': attacker19,
  'skills20-benign': benign20,
  'skills20-attacker': attacker20,
  'skills26-benign': benign26,
};
