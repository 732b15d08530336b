/**
 * The marks of the collections chart's rupee axis: from ₹0 in equal whole-rupee steps of 1, 2 or 5
 * times a power of ten, up to the first mark at or above the largest month, three to five in all
 * (₹0, ₹2K, ₹4K, ₹6K, ₹8K for ₹7,450). Empty when nothing was collected: there is no axis to draw.
 */
export function rupeeTicks(largest: number): number[] {
  if (!(largest > 0)) return [];
  const roughStep = largest / 4;
  const power = 10 ** Math.floor(Math.log10(roughStep));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= roughStep) ?? 10 * power);
  const ticks = [0];
  while ((ticks.at(-1) ?? 0) < largest) ticks.push((ticks.at(-1) ?? 0) + step);
  return ticks;
}
