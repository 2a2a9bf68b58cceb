// What the page's modules share: the state of the open view, element lookup and the API call.
export const PAGE_SIZE = 200;
export const state = {
  conversations: new Map(), // id -> summary
  order: [], // ids shown, in order
  filtered: null, // null = no search active; else Set of ids
  openId: null,
  loadedMessages: 0,
  totalMessages: 0,
  nextPage: 0,
  firstPage: 0,
  searchQuery: '',
  matchAt: new Map(), // id -> first matching message of a search result
  editsById: new Map(), // tool_use id -> edit of the open session (from /workbench)
};

export const $ = (id) => document.getElementById(id);
export async function api(path, init) {
  const res = await fetch(path, { ...init, headers: { 'content-type': 'application/json', ...(init && init.headers) } });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error((body && body.message) || `HTTP ${res.status}`);
  return body;
}

