import { randomUUID } from "node:crypto";
import { count, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { bankDocuments, bankDocumentVersions, educationProviders } from "../db/schema/index";
import type { FileStorage } from "../lib/storage";
import { demoPdf } from "./documents";
import { countryIdsByIso2 } from "./reference";

const DAY = 86_400_000;

interface DemoBankDocument {
  title: string;
  description: string;
  category: string;
  /** A provider of the demo catalogue, by name. */
  provider?: string;
  /** ISO2 of a study destination. */
  country?: string;
  /** File names of its versions, oldest first. */
  files: string[];
}

/** A dozen documents in six categories, several with more than one version. */
export const DEMO_BANK: DemoBankDocument[] = [
  {
    title: "University of Manchester international brochure",
    description: "Courses, fees and entry requirements for international students.",
    category: "brochure",
    provider: "University of Manchester",
    country: "GB",
    files: ["manchester-brochure-2026.pdf", "manchester-brochure-2027.pdf"],
  },
  {
    title: "University of Toronto viewbook",
    description: "Programmes, campus life and scholarships.",
    category: "brochure",
    provider: "University of Toronto",
    country: "CA",
    files: ["toronto-viewbook.pdf"],
  },
  {
    title: "University of Melbourne course guide",
    description: "Undergraduate and graduate courses with ATAR and GPA requirements.",
    category: "brochure",
    provider: "University of Melbourne",
    country: "AU",
    files: ["melbourne-course-guide.pdf"],
  },
  {
    title: "Agent application form",
    description: "The form for applications sent by post or e-mail.",
    category: "form",
    files: ["agent-application-form-v1.pdf", "agent-application-form-v2.pdf", "agent-application-form-v3.pdf"],
  },
  {
    title: "Deposit refund request form",
    description: "For students whose visa was refused.",
    category: "form",
    files: ["deposit-refund-request.pdf"],
  },
  {
    title: "UK student visa guide",
    description: "Financial evidence, CAS, TB tests and the credibility interview.",
    category: "guide",
    country: "GB",
    files: ["uk-visa-guide-2026.pdf", "uk-visa-guide-2026-11.pdf"],
  },
  {
    title: "Canada study permit guide",
    description: "Provincial attestation letters, GIC and biometrics.",
    category: "guide",
    country: "CA",
    files: ["canada-study-permit-guide.pdf"],
  },
  {
    title: "Australia Genuine Student guide",
    description: "How to prepare a strong Genuine Student statement.",
    category: "guide",
    country: "AU",
    files: ["australia-genuine-student.pdf"],
  },
  {
    title: "Agency code of conduct",
    description: "What we expect from every partner agency and its counsellors.",
    category: "policy",
    files: ["code-of-conduct.pdf", "code-of-conduct-2026.pdf"],
  },
  {
    title: "Commission and payment policy",
    description: "When commission is earned, claimed and paid, and how disputes are settled.",
    category: "policy",
    files: ["commission-policy.pdf"],
  },
  {
    title: "UK tuition fees 2027",
    description: "Tuition fees by provider and level for the 2027 intakes.",
    category: "price_list",
    country: "GB",
    files: ["uk-tuition-2027.pdf"],
  },
  {
    title: "New counsellor training pack",
    description: "Slides and exercises for the first week of a new counsellor.",
    category: "training",
    files: ["counsellor-training-pack.pdf", "counsellor-training-pack-v2.pdf"],
  },
];

/** The Documents Bank, each version a small PDF in the file store. Skipped when the bank has documents. */
export async function seedBank(db: Db, storage: FileStorage, adminId: number | null) {
  const [had] = await db.select({ n: count() }).from(bankDocuments);
  if ((had?.n ?? 0) > 0) return 0;
  const providerNames = DEMO_BANK.flatMap((d) => (d.provider ? [d.provider] : []));
  const isoCodes = DEMO_BANK.flatMap((d) => (d.country ? [d.country] : []));
  const providerId = new Map(
    (
      await db
        .select({ id: educationProviders.id, name: educationProviders.name })
        .from(educationProviders)
        .where(inArray(educationProviders.name, providerNames))
    ).map((p) => [p.name, p.id]),
  );
  const countryId = await countryIdsByIso2(db, isoCodes);
  const now = Date.now();
  // Versions a month apart, the newest a few days ago.
  const when = (i: number, v: number, of: number) => new Date(now - ((of - v) * 30 + 3 + i) * DAY);
  const docs = await db
    .insert(bankDocuments)
    .values(
      DEMO_BANK.map((d, i) => ({
        title: d.title,
        description: d.description,
        category: d.category,
        provider_id: d.provider ? (providerId.get(d.provider) ?? null) : null,
        country_id: d.country ? (countryId.get(d.country) ?? null) : null,
        current_version: d.files.length,
        created_by: adminId,
        created_at: when(i, 1, d.files.length),
        updated_at: when(i, d.files.length, d.files.length),
      })),
    )
    .returning({ id: bankDocuments.id });
  const versions: (typeof bankDocumentVersions.$inferInsert)[] = [];
  for (const [i, d] of DEMO_BANK.entries()) {
    const id = docs[i]!.id;
    for (const [j, name] of d.files.entries()) {
      const data = demoPdf([
        d.title,
        `Version ${j + 1}`,
        d.description,
        "Demo document generated by the Partner Portal seed.",
      ]);
      const key = `bank/${id}/${randomUUID()}.pdf`;
      await storage.put(key, data);
      versions.push({
        document_id: id,
        version: j + 1,
        file_name: name,
        content_type: "application/pdf",
        size_bytes: data.length,
        storage_key: key,
        uploaded_by: adminId,
        created_at: when(i, j + 1, d.files.length),
      });
    }
  }
  await db.insert(bankDocumentVersions).values(versions);
  return docs.length;
}
