// autocannon setupRequest for `npm run bench -- --mixed` (mixed.ts; worker threads load it from a file): each
// request is a partner's, picked at random among those signed in, and asks what people ask: a page of their
// students or applications, a 3-letter search, their dashboard, the public course finder, or adds a student.
// The plan (addresses, tokens, page counts, weights) comes in the file PP_MIXED_PLAN names.
const { readFileSync } = require("node:fs");
const { threadId } = require("node:worker_threads");

const plan = JSON.parse(readFileSync(process.env.PP_MIXED_PLAN, "utf8"));
const SEARCHES = ["lin", "oma", "chi", "aar", "luc", "sha", "kum", "ngu", "ali", "mar", "pat", "sin", "ros", "dev"];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const page = (pages) => 1 + Math.floor(Math.random() * Math.max(1, pages));
let n = 0;
// Cumulative weights of the kinds in the plan.
const kinds = Object.entries(plan.weights).filter(([, w]) => w > 0);
const total = kinds.reduce((sum, [, w]) => sum + w, 0);

module.exports = (req) => {
  const p = pick(plan.partners);
  const auth = { authorization: `Bearer ${p.token}` };
  let r = Math.random() * total;
  let kind = kinds[0][0];
  for (const [k, w] of kinds) {
    if (r < w) {
      kind = k;
      break;
    }
    r -= w;
  }
  switch (kind) {
    case "students":
      return { ...req, method: "GET", path: `/api/partner/students/?page=${page(p.studentPages)}`, headers: auth };
    case "search":
      return { ...req, method: "GET", path: `/api/partner/students/?search=${pick(SEARCHES)}`, headers: auth };
    case "applications":
      return {
        ...req,
        method: "GET",
        path: `/api/partner/application/?page=${page(p.applicationPages)}`,
        headers: auth,
      };
    case "dashboard":
      return { ...req, method: "GET", path: "/api/partner/dashboard/", headers: auth };
    case "courses":
      return {
        ...req,
        method: "GET",
        path:
          Math.random() < 0.5
            ? `/api/partner/courses/list/?page=${page(plan.coursePages)}`
            : `/api/partner/courses/list/?search=${pick(plan.courseSearches)}`,
        headers: {},
      };
    default: {
      n += 1;
      const tag = `${plan.runId}-${process.pid}-${threadId}-${n}`;
      return {
        ...req,
        method: "POST",
        path: "/api/partner/add/student/",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({
          first_name: "Bench",
          last_name: `Mixed ${n}`,
          email: `bench-add-${tag}@students.example`,
          nationality_id: plan.nationality,
          study_country_id: plan.studyCountry,
          study_level_id: plan.studyLevel,
        }),
      };
    }
  }
};
