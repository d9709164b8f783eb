import { App } from 'antd'
import { useEffect } from 'react'
import { subscribeFlash } from '../lib/flash.ts'

/** Shows messages raised outside React (loaders, the API client) with antd's App message API. */
export function FlashBridge() {
  const { message } = App.useApp()
  useEffect(() => subscribeFlash((f) => void message[f.kind](f.text)), [message])
  return null
}
