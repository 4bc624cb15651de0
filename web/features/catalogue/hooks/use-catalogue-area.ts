import { useLocation } from 'react-router'
import { type CatalogueArea, catalogueAreaOf } from '../logic/catalogue-area'

export function useCatalogueArea(): CatalogueArea {
  return catalogueAreaOf(useLocation().pathname)
}
