import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { NavigatePage } from './navigate-page.tsx'

const renderAt = (url: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/navigate', Component: NavigatePage }], { initialEntries: [url] })}
    />,
  )

describe('/navigate', () => {
  it('answers an unknown page_type with a 404 naming it', async () => {
    renderAt('/navigate?page_type=nope')
    expect(await screen.findByText('Page Not Found: /navigate?page_type=nope')).toBeInTheDocument()
  })

  it('answers a missing page_type with a 404 too', async () => {
    renderAt('/navigate')
    expect(await screen.findByText('Page Not Found: /navigate?page_type=')).toBeInTheDocument()
  })
})
