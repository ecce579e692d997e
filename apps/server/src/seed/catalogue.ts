import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { countries, countryStudyLevels, courses, educationProviders, studyLevels } from "../db/schema/index";
import { DESTINATION_PROFILES, DISCIPLINES, PROVIDER_PATTERNS } from "./catalogue-data";
import { seedCourseRequirements } from "./matching";
import { seeded } from "./random";

const roundTo = (v: number, step: number) => Math.round(v / step) * step;

/** About 60 providers across the 8 destinations with about 1,500 courses. Idempotent. */
export async function seedCatalogue(db: Db) {
  const rnd = seeded(20261121);
  const levelRows = await db.select().from(studyLevels);
  const level = (name: string) => levelRows.find((l) => l.name === name)!.id;
  const dest = await db
    .select({ id: countries.id, iso2: countries.iso2 })
    .from(countries)
    .where(
      inArray(
        countries.iso2,
        DESTINATION_PROFILES.map((d) => d.iso2),
      ),
    );
  const offered = await db.select().from(countryStudyLevels);

  let providers = 0;
  let courseCount = 0;
  for (const profile of DESTINATION_PROFILES) {
    const countryId = dest.find((d) => d.iso2 === profile.iso2)!.id;
    const levelsHere = new Set(offered.filter((o) => o.country_id === countryId).map((o) => o.study_level_id));
    const has = (name: string) => levelsHere.has(level(name));
    for (const [i, city] of profile.cities.entries()) {
      const pattern = PROVIDER_PATTERNS[i % PROVIDER_PATTERNS.length]!;
      if (pattern.type === "language_school" && !has("English Language")) continue;
      const name = pattern.name(city);
      await db
        .insert(educationProviders)
        .values({
          name,
          country_id: countryId,
          city,
          type: pattern.type,
          website: `https://www.${name.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
          description: `${name} is a ${pattern.type.replace("_", " ")} in ${city} welcoming international students, with dedicated support for visas, housing and careers.`,
          contact_name: "International Admissions",
          contact_email: `admissions@${name.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
          contact_phone: null,
        })
        .onConflictDoNothing();
      const [p] = await db
        .select({ id: educationProviders.id })
        .from(educationProviders)
        .where(eq(educationProviders.name, name));
      providers += 1;

      const rows: (typeof courses.$inferInsert)[] = [];
      const add = (
        courseName: string,
        levelName: string,
        discipline: string,
        band: [number, number],
        months: number,
      ) => {
        if (!has(levelName)) return;
        const fee = roundTo(band[0] + rnd.next() * (band[1] - band[0]), 250);
        rows.push({
          provider_id: p!.id,
          name: courseName,
          study_level_id: level(levelName),
          discipline,
          duration_months: months,
          tuition_fee: String(fee),
          currency: profile.currency,
          application_fee: String(profile.applicationFee),
          intake_months: profile.intakeMonths.filter((_, k) => k === 0 || rnd.chance(0.7)),
          requirements:
            levelName === "Undergraduate"
              ? "Completed secondary education (12 years) with good grades; IELTS 6.0 overall with no band below 5.5, or equivalent."
              : levelName === "English Language"
                ? "No minimum; placement test on arrival."
                : "A relevant bachelor's degree with 55% or above; IELTS 6.5 overall with no band below 6.0, or equivalent.",
          language:
            profile.iso2 === "DE" || profile.iso2 === "FR"
              ? rnd.chance(0.8)
                ? "English"
                : profile.iso2 === "DE"
                  ? "German"
                  : "French"
              : "English",
        });
      };
      if (pattern.type === "language_school") {
        add("General English", "English Language", "English", profile.tuition.english, 6);
        add("IELTS Preparation", "English Language", "English", profile.tuition.english, 3);
        add("Academic English Pathway", "English Language", "English", profile.tuition.english, 9);
        add("Business English", "English Language", "English", profile.tuition.english, 4);
      } else {
        const offset = i * 3;
        const picks = Array.from({ length: 12 }, (_, k) => DISCIPLINES[(offset + k) % DISCIPLINES.length]!);
        for (const d of picks) {
          if (pattern.type !== "college")
            add(d.ug, "Undergraduate", d.name, profile.tuition.ug, profile.iso2 === "GB" ? 36 : 48);
          if (pattern.type !== "college")
            add(
              d.pg,
              "Postgraduate (Master's)",
              d.name,
              profile.tuition.pg,
              profile.iso2 === "GB" || profile.iso2 === "IE" ? 12 : 24,
            );
          if (pattern.type === "college") {
            add(d.voc, "Diploma", d.name, profile.tuition.vocational, 24);
            add(
              d.voc.replace(/^(Diploma|Certificate) in/, "Certificate in"),
              "Certificate",
              d.name,
              profile.tuition.vocational,
              12,
            );
            add(
              `Postgraduate Diploma in ${d.name}`,
              "Postgraduate Certificate / Diploma",
              d.name,
              profile.tuition.vocational,
              12,
            );
          }
        }
        if (pattern.type === "university") {
          add(`Foundation Year in ${picks[0]!.name}`, "Foundation", picks[0]!.name, profile.tuition.english, 9);
          add("Global MBA", "MBA", "Business", profile.tuition.pg, 12);
          add(`PhD in ${picks[1]!.name}`, "Doctorate (PhD)", picks[1]!.name, profile.tuition.pg, 36);
          add(`PhD in ${picks[2]!.name}`, "Doctorate (PhD)", picks[2]!.name, profile.tuition.pg, 36);
        }
        if (pattern.type === "school") {
          add("Master of Business Administration", "MBA", "Business", profile.tuition.pg, 18);
          add("Executive MBA", "MBA", "Business", profile.tuition.pg, 24);
        }
      }
      if (rows.length) await db.insert(courses).values(rows).onConflictDoNothing();
      courseCount += rows.length;
    }
  }
  await seedCourseRequirements(db);
  return { providers, courses: courseCount };
}
