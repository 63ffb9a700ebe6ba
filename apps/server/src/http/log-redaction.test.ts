import { describe, expect, it } from 'vitest'
import { redactUrl } from './log-redaction'

describe('logged URLs', () => {
  it('never carry a token or password from the query', () => {
    expect(
      redactUrl('/svc/subscriptions/check-access/?user_id=4&token=s3cr3t&product=PlateIQ'),
    ).toBe('/svc/subscriptions/check-access/?user_id=4&token=[redacted]&product=PlateIQ')
    expect(redactUrl('/x?TOKEN=a&password=b')).toBe('/x?TOKEN=[redacted]&password=[redacted]')
    expect(redactUrl('/api/sportevents/?sport_id=1')).toBe('/api/sportevents/?sport_id=1')
  })
})
