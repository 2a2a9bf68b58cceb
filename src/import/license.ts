/**
 * Pure: a license's SPDX identifier from the text of a LICENSE file, for the
 * licenses community catalogs use; undefined for a text it does not know
 * (the import then says so instead of guessing).
 */

const KNOWN: Array<[string, RegExp[]]> = [
  ['MIT', [/\bMIT License\b/i, /Permission is hereby granted, free of charge, to any person obtaining a copy/i]],
  ['Apache-2.0', [/Apache License,?\s+Version 2\.0/i]],
  ['BSD-3-Clause', [/Redistribution and use in source and binary forms/i, /Neither the name of/i]],
  ['BSD-2-Clause', [/Redistribution and use in source and binary forms/i]],
  ['GPL-3.0', [/GNU GENERAL PUBLIC LICENSE\s+Version 3/i]],
  ['GPL-2.0', [/GNU GENERAL PUBLIC LICENSE\s+Version 2/i]],
  ['AGPL-3.0', [/GNU AFFERO GENERAL PUBLIC LICENSE\s+Version 3/i]],
  ['LGPL-3.0', [/GNU LESSER GENERAL PUBLIC LICENSE\s+Version 3/i]],
  ['MPL-2.0', [/Mozilla Public License,?\s+(?:Version|v\.?)\s*2\.0/i]],
  ['ISC', [/\bISC License\b/i, /Permission to use, copy, modify, and\/or distribute this software for any purpose/i]],
  ['Unlicense', [/This is free and unencumbered software released into the public domain/i]],
  ['CC0-1.0', [/CC0 1\.0 Universal/i]],
  ['CC-BY-4.0', [/Creative Commons Attribution 4\.0 International/i]],
];

/** Order matters: AGPL and LGPL texts mention the GPL, BSD-3 holds BSD-2's sentence. */
const ORDER = ['AGPL-3.0', 'LGPL-3.0', 'GPL-3.0', 'GPL-2.0', 'Apache-2.0', 'MPL-2.0', 'BSD-3-Clause', 'BSD-2-Clause', 'ISC', 'MIT', 'Unlicense', 'CC0-1.0', 'CC-BY-4.0'];

export function detectLicense(text: string): string | undefined {
  const head = text.slice(0, 20_000);
  for (const id of ORDER) {
    const patterns = KNOWN.find(([k]) => k === id)![1];
    if (id === 'BSD-3-Clause' ? patterns.every((p) => p.test(head)) : patterns.some((p) => p.test(head))) return id;
  }
  return undefined;
}

/** A license file's name: LICENSE, LICENCE.md, COPYING, LICENSE-MIT… */
export const LICENSE_FILE = /^(?:licen[cs]e|copying)(?:[-.][A-Za-z0-9.-]+)?$/i;

/** The license of a folder's files (a skill's, a plugin's): the first license file that says which. */
export function licenseOfFiles(files: Record<string, string>): string | undefined {
  for (const [path, text] of Object.entries(files)) {
    if (!path.includes('/') && LICENSE_FILE.test(path)) {
      const id = detectLicense(text);
      if (id) return id;
    }
  }
  return undefined;
}
