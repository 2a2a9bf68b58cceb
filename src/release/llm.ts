import { z } from 'zod';
import { ChangeType, type Change } from './changes.ts';
import { fetchWithDeadline, readTextLimited, UpstreamError, type Fetch } from './fetching.ts';

export interface LlmSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

/** The model's answer: one entry per numbered change, each index exactly once. */
const LlmAnswer = z.object({
  changes: z
    .array(
      z.object({
        index: z.number().int().min(0),
        type: ChangeType,
        category: z.string().max(100).nullable().optional(),
      }),
    )
    .min(1),
});

const MessagesResponse = z.looseObject({
  content: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })),
});

const SYSTEM = [
  'You classify entries of a software changelog.',
  'Each entry gets exactly one type: "breaking" (removals, deprecations, incompatible changes),',
  '"features" (new capabilities), "improvements" (changes to existing behaviour, performance, UX), "fixes" (bug fixes).',
  'Use the leading verb of the entry before anything later in the sentence.',
  'category is the scope the entry names (for example "VSCode", "Windows", "SDK"), or null.',
  'Answer with JSON only, no prose: {"changes":[{"index":0,"type":"fixes","category":null}, ...]} covering every index exactly once.',
].join(' ');

/** Pull the JSON object out of a model answer that may wrap it in a code fence. */
function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const body = (fenced ? fenced[1]! : text).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end < start) throw new UpstreamError('The model answer holds no JSON object');
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    throw new UpstreamError('The model answer is not valid JSON');
  }
}

/**
 * Classify the deterministic parser's entries with a model (Messages API). The
 * entries themselves come from the Markdown, so the model can change kinds and
 * categories but never lose or invent a change. Throws on any problem; the
 * caller falls back to the deterministic classification.
 */
export async function classifyWithModel(fetchImpl: Fetch, settings: LlmSettings, descriptions: readonly string[], timeoutMs = settings.timeoutMs): Promise<Change[]> {
  const numbered = descriptions.map((d, i) => `${i}. ${d}`).join('\n');
  const response = await fetchWithDeadline(
    fetchImpl,
    `${settings.baseUrl}/v1/messages`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': settings.apiKey,
        'anthropic-version': '2023-06-01',
      },
      body: JSON.stringify({
        model: settings.model,
        max_tokens: Math.min(16_000, 200 + descriptions.length * 40),
        system: SYSTEM,
        messages: [{ role: 'user', content: `Changelog entries:\n${numbered}` }],
      }),
    },
    timeoutMs,
    'The language model',
  );
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new UpstreamError(`The language model answered HTTP ${response.status}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readTextLimited(response, 4_000_000, 'The language model answer'));
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    throw new UpstreamError('The language model response is not valid JSON');
  }
  const envelope = MessagesResponse.safeParse(raw);
  if (!envelope.success) throw new UpstreamError('The language model response has no content');
  const text = envelope.data.content.map((c) => (c.type === 'text' ? (c.text ?? '') : '')).join('');
  const answer = LlmAnswer.safeParse(extractJson(text));
  if (!answer.success) throw new UpstreamError(`The model answer does not match the schema: ${answer.error.issues[0]?.message}`);
  const byIndex = new Map<number, (typeof answer.data.changes)[number]>();
  for (const entry of answer.data.changes) {
    if (entry.index >= descriptions.length || byIndex.has(entry.index)) {
      throw new UpstreamError(`The model answer has an unknown or repeated index ${entry.index}`);
    }
    byIndex.set(entry.index, entry);
  }
  if (byIndex.size !== descriptions.length) {
    throw new UpstreamError(`The model classified ${byIndex.size} of ${descriptions.length} entries`);
  }
  return descriptions.map((description, i) => {
    const entry = byIndex.get(i)!;
    return { description, type: entry.type, category: entry.category?.trim() || null };
  });
}
