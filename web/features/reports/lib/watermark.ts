/** The watermark of the signed-in user: username, last 4 digits of the phone, today's date (docs/shell.md § Frame). */
export function watermarkText(now = new Date()): string {
  const { username, phone } = storedUser()
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  return [username, phone.slice(-4), day].filter(Boolean).join(' ')
}

/** localStorage `userInfo` is the storage contract for the signed-in user (docs/shell.md § Session). */
function storedUser(): { username: string; phone: string } {
  try {
    const info = JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { username?: unknown; phone_number?: unknown }
    return {
      username: typeof info.username === 'string' ? info.username : '',
      phone: typeof info.phone_number === 'string' ? info.phone_number : '',
    }
  } catch {
    return { username: '', phone: '' }
  }
}

const pad = (n: number) => String(n).padStart(2, '0')
