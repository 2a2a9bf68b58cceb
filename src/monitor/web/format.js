// Number, money, time and duration formats shared by the page and its analytics panel.
export const fmtInt = (n) => (n ?? 0).toLocaleString('en-US');
export const fmtCost = (n) => `$${(n ?? 0).toFixed(n >= 100 ? 0 : 2)}`;
export const fmtTime = (iso) => (iso ? new Date(iso).toLocaleString() : '—');
export const fmtDuration = (ms) => {
  const m = Math.round(ms / 60000);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${m % 60} min`;
};

