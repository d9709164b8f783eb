/** The topics under the seed's /startPage/startPageData, except `utils` (a helper, not a topic). */
export const topicKeys = [
  'asset',
  'assetValue',
  'brand',
  'brandNegotiate',
  'budget',
  'build',
  'city',
  'cityCentralActivityZone',
  'cityStrategy',
  'constructionData',
  'design',
  'empowerment',
  'evaluationProspect',
  'feasibility',
  'group',
  'groupStrategy',
  'happyIndustry',
  'homeConsult',
  'homeGroup',
  'homeHotel',
  'homeHuamei',
  'homePartners',
  'hotel',
  'hotelGroupTourismDestination',
  'huamei',
  'humanResource',
  'industryWatch',
  'mediation',
  'nationalHotel',
  'opening',
  'operation',
  'operationCase',
  'owner',
  'performance',
  'productBrandStrategy',
  'purchase',
  'resources_legacy',
  'resources',
  'savings',
  'smartTools',
  'specialTown',
] as const

export type TopicKey = (typeof topicKeys)[number]

const topicSet: ReadonlySet<string> = new Set(topicKeys)

export function isTopicKey(value: string): value is TopicKey {
  return topicSet.has(value)
}
