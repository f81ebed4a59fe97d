/** How the scale bench writes its figures: seconds, ratios, ✓ and ✗. */
export const seconds = (ms: number | undefined) => (ms === undefined ? "n/a" : `${(ms / 1000).toFixed(1)} s`);
export const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || b === 0 ? "" : `${(a / b).toFixed(2)}×`);
export const mark = (met: boolean) => (met ? "✓" : "✗");
