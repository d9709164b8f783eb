/** A brand as the API lists it, without a logo, launch facts, style or citation unless given. */
export const brandRow = (
  fields: {
    id: string
    slug: string
    name: string
    name_en: string
    positioning: string
    group_id: string
    group_name: string
    hotel_count: number
  } & Record<string, unknown>,
) => ({
  logo_url: null,
  group_segment: null,
  launch_year: null,
  launch_citation: null,
  style: null,
  size: null,
  citation: null,
  ...fields,
})
