import type { ControlCenter } from '@rrsp/contract';

export interface PrefectureValue {
  /** The prefecture's name as the map knows it (贵阳市, 黔东南苗族侗族自治州 …). */
  name: string;
  /** Deliveries today through the prefecture's control centres. */
  value: number;
  centres: number;
}

export const LEVEL_NAMES: Record<ControlCenter['level'], string> = {
  province: '省级调度中心',
  prefecture: '市（州）级调度中心',
  county: '县级调度中心',
};

/**
 * Totals per prefecture for the map's shading. Centres are matched to the map's regions by their division code
 * (520100 …), because names differ in form (黔东南州 / 黔东南苗族侗族自治州); a code the map does not know falls back
 * to the name the server sent. Every region of the map appears, with 0 where there is no centre, so the
 * shading covers the whole province.
 */
export const totalsByPrefecture = (
  centres: ControlCenter[],
  regions: { code: string; name: string }[],
): PrefectureValue[] => {
  const byName = new Map<string, PrefectureValue>(
    regions.map((region) => [region.name, { name: region.name, value: 0, centres: 0 }]),
  );
  const nameOfCode = new Map(regions.map((region) => [region.code, region.name]));
  for (const centre of centres) {
    const name = nameOfCode.get(centre.prefectureCode) ?? centre.prefectureName;
    const entry = byName.get(name) ?? { name, value: 0, centres: 0 };
    entry.value += Math.max(0, centre.deliveriesToday);
    entry.centres += 1;
    byName.set(name, entry);
  }
  return [...byName.values()];
};

/** Marker size by level: the provincial centre stands out, county centres stay small. */
export const markerSize = (level: ControlCenter['level']): number =>
  level === 'province' ? 18 : level === 'prefecture' ? 12 : 8;
