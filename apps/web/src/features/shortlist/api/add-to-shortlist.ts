import type { CourseItem, ShortlistItem } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shortlistKeys } from "./get-shortlist";

export const addToShortlist = (courseId: number) =>
  api.post<{ data: ShortlistItem[] }>("/partner/shortlist/", { course_id: courseId }).then((r) => r.data);

/** Adds a course; it shows as shortlisted everywhere before the server answers, and rolls back on failure. */
export function useAddToShortlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (course: CourseItem) => addToShortlist(course.id),
    onMutate: async (course) => {
      await client.cancelQueries({ queryKey: shortlistKeys.all });
      const previous = client.getQueryData<ShortlistItem[]>(shortlistKeys.all);
      client.setQueryData<ShortlistItem[]>(shortlistKeys.all, (list = []) =>
        list.some((c) => c.id === course.id) ? list : [{ ...course, added_at: new Date().toISOString() }, ...list],
      );
      return { previous };
    },
    onSuccess: (list) => client.setQueryData(shortlistKeys.all, list),
    onError: (_error, _course, context) => client.setQueryData(shortlistKeys.all, context?.previous),
    onSettled: () => client.invalidateQueries({ queryKey: shortlistKeys.all }),
  });
}
