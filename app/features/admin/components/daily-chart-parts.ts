/** The chart's lines, in the legend's order, with colours that hold 3:1 against white. */
export const SERIES = [
  { key: 'users', color: '#0f766e' },
  { key: 'shopOrders', color: '#b45309' },
  { key: 'testRequests', color: '#6d28d9' },
] as const;
