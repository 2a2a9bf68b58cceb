import { releaseCheckResponse } from '../../src/release/http.ts';
import { sharedRuntime } from '../../src/release/runtime.ts';

/** The same check, run by Netlify's scheduler every 30 minutes. */
export default (request: Request) => releaseCheckResponse(sharedRuntime(), request, { manual: false });

export const config = { schedule: '*/30 * * * *' };
