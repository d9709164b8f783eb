import { assetPages } from './asset-pages.ts'
import { brandScalePage } from './brand-pages.ts'
import { budgetSharesPage } from './budget-pages.ts'
import { cityTierPage } from './city-pages.ts'
import { cityCentralActivityZonePages, cityStrategyPages, specialTownPages } from './city-strategy-pages.ts'
import { constructionPages } from './construction-pages.ts'
import { buildPages } from './conversion-pages.ts'
import type { CodePage } from './define.ts'
import { empowermentPages, huameiPages, resourcesLegacyPages, resourcesPages } from './firm-pages.ts'
import { groupPages, groupStrategyPages } from './group-pages.ts'
import { homeConsultPages, homeGroupPages, homeHotelPages, homeHuameiPages, homePartnersPages } from './home-pages.ts'
import { hotelPages, operationCasePages } from './hotel-pages.ts'
import { mediationPages } from './mediation-pages.ts'
import { negotiationPages } from './negotiation-pages.ts'
import { openingPages } from './opening-pages.ts'
import { operationPages } from './operation-pages.ts'
import { ownerPages } from './owner-pages.ts'
import { peoplePages } from './people-pages.ts'
import { purchasePages } from './purchase-pages.ts'
import { energyPage } from './savings-pages.ts'
import { evaluationPages, productBrandPages, tourismDestinationPages } from './strategy-pages.ts'
import { smartToolsPages } from './tools-pages.ts'
import { valuationPages } from './valuation-pages.ts'
import { happyIndustryPages, industryWatchPages, nationalHotelPages } from './watch-pages.ts'

/**
 * The pages whose figures code computes (ADR 036): worked examples that run a tool, tables from the benchmark table
 * or the published facts. Each belongs to the topic whose file lists its path under `code_pages`
 * (content/topics/<key>.yaml); every other page is a file under content/pages.
 */
export function codePages(): CodePage[] {
  return [
    ...homeHuameiPages(),
    ...homePartnersPages(),
    ...homeGroupPages(),
    ...homeConsultPages(),
    ...homeHotelPages(),
    cityTierPage(),
    ...cityStrategyPages(),
    ...cityCentralActivityZonePages(),
    ...specialTownPages(),
    ...tourismDestinationPages(),
    ...evaluationPages(),
    ...ownerPages(),
    ...productBrandPages(),
    brandScalePage(),
    ...negotiationPages(),
    ...groupPages(),
    ...groupStrategyPages(),
    ...buildPages(),
    ...constructionPages(),
    budgetSharesPage(),
    ...purchasePages(),
    ...openingPages(),
    ...operationPages(),
    ...operationCasePages(),
    energyPage(),
    ...hotelPages(),
    ...assetPages(),
    ...valuationPages(),
    ...mediationPages(),
    ...huameiPages(),
    ...industryWatchPages(),
    ...nationalHotelPages(),
    ...smartToolsPages(),
    ...resourcesPages(),
    ...resourcesLegacyPages(),
    ...peoplePages(),
    ...empowermentPages(),
    ...happyIndustryPages(),
  ]
}
