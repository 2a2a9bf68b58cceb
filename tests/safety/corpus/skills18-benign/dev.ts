/**
 * The eighteenth benign batch's development part (tune on this): the benign components of ./dev-backup.ts,
 * ./dev-keys.ts, ./dev-deploy.ts, ./dev-home.ts, ./dev-install.ts, ./dev-hooks.ts and ./dev-words.ts. The batch has
 * no malicious class.
 */
import type { Benign18Sample } from './classes.ts';
import { DEV18_BACKUP } from './dev-backup.ts';
import { DEV18_DEPLOY } from './dev-deploy.ts';
import { DEV18_HOME } from './dev-home.ts';
import { DEV18_HOOKS } from './dev-hooks.ts';
import { DEV18_INSTALL } from './dev-install.ts';
import { DEV18_KEYS } from './dev-keys.ts';
import { DEV18_WORDS } from './dev-words.ts';

export const DEV18_MALICIOUS: Benign18Sample[] = [];
export const DEV18_BENIGN = [...DEV18_BACKUP, ...DEV18_KEYS, ...DEV18_DEPLOY, ...DEV18_HOME, ...DEV18_INSTALL, ...DEV18_HOOKS, ...DEV18_WORDS];
