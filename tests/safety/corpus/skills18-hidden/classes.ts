/**
 * The eighteenth hidden-text batch's classes (issue 36, twenty-first session):
 * instructions to the model where a human reader does not look but the model
 * reads.
 *
 * Malicious: an order to the model in a code block's comment, docstring or
 * string constant, or in a script's comment (`code-comment`); an order in HTML
 * a rendered page hides (display:none, visibility:hidden, the `hidden`
 * attribute, aria-hidden moved off screen, zero-size or white-on-white text,
 * HTML comments) in a template block or a template file (`hidden-html`); the
 * system prompt, credentials or the environment put into error text or error
 * logs that are sent to a host (`error-leak`).
 *
 * Benign twins: docstrings and comments that say IMPORTANT or NOTE to the
 * programmer (`code-docs`), real templates with hidden menus, modals,
 * honeypot fields, screen-reader labels and maintainers' comments
 * (`template-hidden`), error handlers that log locally, scrub secrets or post
 * to the user's own webhook (`error-logging`).
 */
import type { Sample } from '../skills/build.ts';

export const HIDDEN18_MALICIOUS_CLASSES = ['code-comment', 'hidden-html', 'error-leak'] as const;

export const HIDDEN18_BENIGN_CLASSES = ['code-docs', 'template-hidden', 'error-logging'] as const;

export type Hidden18Class = (typeof HIDDEN18_MALICIOUS_CLASSES)[number] | (typeof HIDDEN18_BENIGN_CLASSES)[number];

export type Hidden18Sample = Sample<Hidden18Class>;
