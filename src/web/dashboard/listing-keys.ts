export const listingKeys = {
  all: ['listings'] as const,
  one: (id: string) => ['listing', id] as const,
};
