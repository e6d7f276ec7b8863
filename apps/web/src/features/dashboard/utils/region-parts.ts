/**
 * A place name split after its prefecture (黔南州都匀市 → 黔南州, 都匀市), so a narrow column breaks it between the two
 * names and never inside one (黔南州都/匀市). A name without a prefecture ending stays whole.
 */
export const regionParts = (name: string): string[] => {
  // a prefecture has two characters before its ending at least: the 州 of 贵州省 ends nothing
  const found = name.slice(2).search(/[州市盟]|地区/);
  if (found < 0) return [name];
  const end = found + 2;
  const cut = name.startsWith('地区', end) ? end + 2 : end + 1;
  return cut >= name.length ? [name] : [name.slice(0, cut), name.slice(cut)];
};
