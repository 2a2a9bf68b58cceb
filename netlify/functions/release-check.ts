import { releaseCheckResponse } from '../../src/release/http.ts';
import { sharedRuntime } from '../../src/release/runtime.ts';

/** Manual trigger: GET or POST /api/release-check (bearer token when RELEASE_CHECK_TOKEN is set). */
export default (request: Request) => releaseCheckResponse(sharedRuntime(), request, { manual: true });

export const config = { path: '/api/release-check' };
