// The parts of autocannon 8 the bench uses (the package ships no types).
declare module 'autocannon' {
  export type Request = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: Request) => Request
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    method?: string
    body?: string
    requests?: Request[]
    workers?: number
    /** Requests per second over all connections (open loop up to what the connections can carry). */
    overallRate?: number
    /** Seconds before a request counts as timed out. */
    timeout?: number
  }
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number; total: number }
  export type Result = {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    /** Seconds the run lasted. */
    duration: number
    statusCodeStats: Record<string, { count: number }>
  }
  type Instance = PromiseLike<Result> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): Instance
    stop(): void
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
