/** Milliseconds that `timeZone` is ahead of UTC at `instant`. */
export function zoneOffsetMs(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of local midnight starting day `ymd` (yyyymmdd) in `timeZone`. */
export function startOfDayInZone(ymd: number, timeZone: string): Date {
  const y = Math.floor(ymd / 10000), m = Math.floor(ymd / 100) % 100, d = ymd % 100;
  const wall = Date.UTC(y, m - 1, d);
  return new Date(wall - zoneOffsetMs(timeZone, new Date(wall)));
}
