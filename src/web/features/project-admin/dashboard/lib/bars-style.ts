/** The list of a bar chart, without list marks. */
export const barsStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
