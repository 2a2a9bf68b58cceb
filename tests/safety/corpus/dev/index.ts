/** The development twins: the rules were tuned on these (the held-out set is in ../held-out/). */
import type { Twin } from '../twins.ts';
import { CONFIG_TWINS } from './config.ts';
import { FLOW_TWINS } from './flows.ts';
import { FOLDER_TWINS } from './folders.ts';
import { HOOK_TWINS } from './hooks.ts';
import { MARKDOWN_TWINS } from './markdown.ts';

export const DEV_TWINS: Twin[] = [...HOOK_TWINS, ...CONFIG_TWINS, ...MARKDOWN_TWINS, ...FOLDER_TWINS, ...FLOW_TWINS];
