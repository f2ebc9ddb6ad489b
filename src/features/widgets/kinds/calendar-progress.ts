/** How far through the day, the month and the year a moment is (0..1), for the calendar widget. */
export function calendarProgress(now: Date): { day: number; month: number; year: number } {
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const startOfMonth = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  const startOfNextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime();
  const startOfYear = new Date(now.getFullYear(), 0, 1).getTime();
  const startOfNextYear = new Date(now.getFullYear() + 1, 0, 1).getTime();
  const t = now.getTime();
  const dayLength = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - startOfDay;
  return {
    day: (t - startOfDay) / dayLength,
    month: (t - startOfMonth) / (startOfNextMonth - startOfMonth),
    year: (t - startOfYear) / (startOfNextYear - startOfYear),
  };
}
