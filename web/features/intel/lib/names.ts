/**
 * The English name to show under a group's or brand's name: none when it only repeats it (groups and brands
 * without a published Chinese name carry their English name in both fields).
 */
export function secondName(entity: { name: string; name_en: string | null | undefined }): string | undefined {
  const english = entity.name_en?.trim()
  if (!english || english.toLowerCase() === entity.name.trim().toLowerCase()) return undefined
  return english
}
