import type { EducationRequest, EducationWire } from '@kiseki/contract';
import { asc, eq } from 'drizzle-orm';
import { educations } from '../../db/schema';
import type { ServiceContext } from '../../lib/service-context';

/** Educations in the person's order. */
export async function listEducations(
  ctx: ServiceContext,
  userId: number,
): Promise<EducationWire[]> {
  const rows = await ctx.db
    .select()
    .from(educations)
    .where(eq(educations.userId, userId))
    .orderBy(asc(educations.position));
  return rows.map((r) => ({
    school_type: r.schoolType,
    school_name: r.schoolName,
    end_year: r.endYear,
    end_month: r.endMonth,
    enrollment_status: r.enrollmentStatus,
    major: r.major,
  }));
}

/** Replaces the whole list in one transaction; the order sent is the order kept. */
export async function replaceEducations(
  ctx: ServiceContext,
  userId: number,
  items: EducationRequest[],
): Promise<EducationWire[]> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(educations).where(eq(educations.userId, userId));
    if (items.length === 0) return;
    await tx.insert(educations).values(
      items.map((e, position) => ({
        userId,
        position,
        schoolType: e.school_type,
        schoolName: e.school_name,
        endYear: e.end_year,
        endMonth: e.end_month,
        enrollmentStatus: e.enrollment_status,
        major: e.major || null,
        createdAt: now,
      })),
    );
  });
  return listEducations(ctx, userId);
}
