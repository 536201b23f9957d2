export const listingKeys = {
  all: ['listings'] as const,
  one: (id: string) => ['listing', id] as const,
  // Under the listing's key, so invalidating the listing (after a save) refreshes its history too.
  versions: (id: string) => ['listing', id, 'versions'] as const,
  diff: (id: string, from: number, to: number) => ['listing', id, 'versions', 'diff', from, to] as const,
};
