/**
 * Imported first by scan-process.ts, so it is evaluated before grammars.ts (ES modules run in
 * import order): the scan's own process checks the paths it was given, often one component, so
 * the big grammars load when its files need them (src/safety/ir/grammar-loading.ts), not all
 * four at start.
 */
import { lazyGrammars } from '../safety/ir/grammar-loading.ts';

lazyGrammars();
