import { z } from 'zod'
import { procurementCategories } from '#common/procurement'
import { readDataFile } from '#server/lib/data-files'

export const supplierId = (n: number) => `d9100000-0000-4000-8000-${String(n).padStart(12, '0')}`
export const productId = (n: number) => `d9100000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`

const text = z.string().trim().min(1)
const category = z.enum(procurementCategories)

const supplierSchema = z.strictObject({
  n: z.int().positive(),
  name: text,
  categories: z.array(category).min(1),
  city: text,
  description: text,
  contacts: z.array(z.strictObject({ name: text, title: text, phone: text, email: z.email() })),
  qualifications: z.array(z.strictObject({ name: text, number: text, valid_until: z.iso.date() })),
})

const productSchema = z.strictObject({
  n: z.int().positive(),
  /** The supplier's `n`. */
  supplier: z.int().positive(),
  category,
  name: text,
  spec: text,
  brand: text,
  unit: text,
  /** Yuan. */
  price: z.number().positive(),
})

/** Suppliers and products with unique numbers, each product from a supplier in the file. */
export const catalogueSchema = z
  .strictObject({ suppliers: z.array(supplierSchema), products: z.array(productSchema) })
  .superRefine(({ suppliers, products }, ctx) => {
    const known = new Set(suppliers.map((s) => s.n))
    const unique = (list: { n: number }[], field: 'suppliers' | 'products') =>
      list.forEach((row, i) => {
        if (list.findIndex((other) => other.n === row.n) !== i)
          ctx.addIssue({ code: 'custom', path: [field, i, 'n'], message: `编号 ${row.n} 重复` })
      })
    unique(suppliers, 'suppliers')
    unique(products, 'products')
    products.forEach((p, i) => {
      if (!known.has(p.supplier))
        ctx.addIssue({
          code: 'custom',
          path: ['products', i, 'supplier'],
          message: `没有编号为 ${p.supplier} 的供应商`,
        })
    })
  })

export type DemoSupplier = z.output<typeof supplierSchema>
export type DemoProduct = z.output<typeof productSchema>

/**
 * Demo suppliers and catalogue (content/demo/procurement-catalogue.yaml): plausible Chinese hotel-supply vendors,
 * products and CNY prices. Read and checked when the module loads.
 */
export const { suppliers: demoSuppliers, products: demoProducts } = readDataFile(
  'demo/procurement-catalogue.yaml',
  catalogueSchema,
)
