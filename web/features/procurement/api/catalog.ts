import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ProcurementCategory } from '#common/procurement'
import type { ProcurementProject, Product, ProductFilters, Supplier } from '#common/procurement-schemas'
import { apiGet } from '#web/lib/api-client.ts'

export const procurementKeys = {
  all: ['procurement'] as const,
  projects: ['procurement', 'projects'] as const,
  suppliers: (filters: object) => ['procurement', 'suppliers', filters] as const,
  products: (filters: object) => ['procurement', 'products', filters] as const,
  requests: (projectId: string) => ['procurement', 'project', projectId, 'requests'] as const,
  request: (id: string) => ['procurement', 'request', id] as const,
  budget: (projectId: string) => ['procurement', 'project', projectId, 'budget'] as const,
}

export const useProcurementProjects = () =>
  useQuery(
    queryOptions({
      queryKey: procurementKeys.projects,
      queryFn: () => apiGet<ProcurementProject[]>('/procurement/projects'),
    }),
  )

export const useSuppliers = (filters: { q?: string; category?: ProcurementCategory }) =>
  useQuery({
    queryKey: procurementKeys.suppliers(filters),
    queryFn: () => apiGet<Supplier[]>('/procurement/suppliers', { query: filters }),
    placeholderData: keepPreviousData,
  })

export const useProducts = (filters: ProductFilters, enabled = true) =>
  useQuery({
    queryKey: procurementKeys.products(filters),
    queryFn: () => apiGet<Product[]>('/procurement/products', { query: filters }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  })
