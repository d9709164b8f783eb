/**
 * Runs a command's main. An error of one of the `expected` kinds (a bad argument, a missing setting, a refusal) is
 * told as its message alone and exits with `expectedExit`; anything else is told as `<name> failed: …` and exits 1.
 */
export function runCommand(
  name: string,
  main: () => Promise<void>,
  expected: (abstract new (...args: never[]) => Error)[],
  expectedExit = 1,
) {
  main().catch((error) => {
    if (expected.some((kind) => error instanceof kind)) {
      console.error(error.message)
      process.exit(expectedExit)
    }
    console.error(`${name} failed:`, error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
