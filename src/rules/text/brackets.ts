/** How many round brackets a text opens and does not close (`(Each sold separately.` holds 1). */
export function unclosedBrackets(text: string): number {
  return (text.match(/\(/gu) ?? []).length - (text.match(/\)/gu) ?? []).length;
}

/** Brackets and double quotes closed as often as opened. */
export function bracketsBalanced(text: string): boolean {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return unclosedBrackets(text) === 0 && count(/\[/gu) === count(/\]/gu) && count(/"/gu) % 2 === 0 && count(/“/gu) === count(/”/gu);
}
