// Issue 18's figure: one student matched against the whole catalogue (50,000 courses in the large data), answered in
// under 150 ms at p95. Measured one request at a time (a counsellor opening the tab), after a few unmeasured ones.

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function measureMatching(address: string, auth: Record<string, string>, requests = 100) {
  const json = { ...auth, "content-type": "application/json" };
  const list = (await (await fetch(`${address}/api/partner/students/?page_size=1`, { headers: auth })).json()) as {
    results: { data: { id: number }[] };
  };
  const id = list.results.data[0]!.id;
  // A profile with something to check everywhere: IELTS with bands, a grade on a scale, a level, a year, subjects.
  const patched = await fetch(`${address}/api/partner/students/${id}/`, {
    method: "PATCH",
    headers: json,
    body: JSON.stringify({
      english_test: "IELTS",
      english_overall: 6.5,
      english_bands: { listening: 6.5, reading: 6, writing: 6, speaking: 7 },
      grading_scale: "percentage",
      grade: "68",
      completion_year: 2023,
      subjects: ["Mathematics"],
      preferred_intakes: [9],
      budget_amount: 25000,
      budget_currency: "USD",
      preferred_disciplines: ["Computer Science"],
    }),
  });
  if (!patched.ok) throw new Error(`matching profile: ${patched.status} ${await patched.text()}`);
  const url = `${address}/api/partner/students/${id}/matches/`;
  let count = 0;
  for (let i = 0; i < 5; i++) count = ((await (await fetch(url, { headers: auth })).json()) as { count: number }).count;
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: auth });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`matches: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => Math.round(percentile(times, p) * 10) / 10) as [
    number,
    number,
    number,
  ];
  return { courses: count, requests, p50, p95, p99, met: p95 < 150 };
}
