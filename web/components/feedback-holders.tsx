import { Modal, message, notification } from 'antd'
import { useEffect } from 'react'
import { registerHolders } from '../lib/feedback.ts'
import { notificationConfig } from '../lib/theme.ts'

/** antd's message, notification and modal holders (what antd's App mounts), loaded on the first call. */
export default function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage()
  const [notificationApi, notificationHolder] = notification.useNotification(notificationConfig)
  const [modalApi, modalHolder] = Modal.useModal()
  useEffect(() => {
    registerHolders({ message: messageApi, notification: notificationApi, modal: modalApi })
    return () => registerHolders(null)
  }, [messageApi, notificationApi, modalApi])
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  )
}
