/**
 * Codes of the national division table: 520000 a province, 522600 a prefecture, 522634 a county, 522634100 a
 * township. Some levels are skipped (a prefecture-level city without counties lists its townships directly), so a
 * township's ancestors are found by asking the table, level by level, which child contains it.
 */

export interface RegionNode {
  code: string;
  name: string;
  leaf: boolean;
}

/** Guizhou: where the picker starts. */
export const DEFAULT_PROVINCE = '520000';

/** The province a code lies in (its first two digits). */
export const provinceOf = (code: string): string => `${code.slice(0, 2)}0000`;

/** Whether a division contains (or is) another: 522600 contains 522634 and 522634100; 520100 does not. */
export const regionContains = (code: string, target: string): boolean => {
  if (code === target) return true;
  if (code.length !== 6 || target.length <= code.length) return false;
  let prefix = code;
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2);
  return target.startsWith(prefix);
};

/**
 * The codes below `province` that lead to `target`, asking `load` for each level's children; stops early (a
 * shorter path) when the table has no child containing the target.
 */
export const resolveRegionPath = async (
  target: string,
  province: string,
  load: (parentCode: string) => Promise<readonly RegionNode[]>,
): Promise<string[]> => {
  const path: string[] = [];
  let parent = province;
  for (let depth = 0; depth < 4; depth += 1) {
    const next = (await load(parent)).find((child) => regionContains(child.code, target));
    if (!next) break;
    path.push(next.code);
    if (next.code === target || next.leaf) break;
    parent = next.code;
  }
  return path;
};

export interface RegionCascaderOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionCascaderOption[];
}

/** antd Cascader options from the children loaded so far (by parent code). */
export const cascaderOptionsOf = (
  parentCode: string,
  loaded: Readonly<Record<string, readonly RegionNode[]>>,
): RegionCascaderOption[] =>
  (loaded[parentCode] ?? []).map((node) => {
    const children = loaded[node.code];
    return {
      value: node.code,
      label: node.name,
      isLeaf: node.leaf,
      ...(children ? { children: cascaderOptionsOf(node.code, loaded) } : {}),
    };
  });

/** Guizhou first (the platform's province), then the others in the table's order. */
export const provincesFirst = (provinces: readonly RegionNode[], first = DEFAULT_PROVINCE): RegionNode[] => [
  ...provinces.filter((item) => item.code === first),
  ...provinces.filter((item) => item.code !== first),
];

/** A chosen region as people write it: the names from province down, run together (贵州省黔东南…雷山县丹江镇). */
export const regionNameOf = (
  province: string,
  path: readonly string[],
  provinces: readonly RegionNode[],
  loaded: Readonly<Record<string, readonly RegionNode[]>>,
): string | undefined => {
  const names = [provinces.find((item) => item.code === province)?.name];
  let parent = province;
  for (const code of path) {
    names.push(loaded[parent]?.find((item) => item.code === code)?.name);
    parent = code;
  }
  return names.every((item) => item !== undefined) ? names.join('') : undefined;
};
