// The parts of autocannon 8 the bench uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    workers?: number
  }
  type Histogram = { average: number; p50: number; p99: number }
  type Result = { requests: Histogram; latency: Histogram; errors: number; non2xx: number }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
