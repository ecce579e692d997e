import type { TaskCreateBody, TaskItem } from "@pp/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface TaskList {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: TaskItem[] };
}

export const taskKeys = {
  all: ["tasks"] as const,
  list: (query: string) => [...taskKeys.all, "list", query] as const,
};

/** A page of the tasks the caller may see; `query` is the list's URL query (due, assignee, student, application). */
export function useTasks(query: string) {
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => api.get<TaskList>(`/partner/tasks/?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Creates a task; every tasks list is read again. */
export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskCreateBody) => api.post<{ data: TaskItem }>("/partner/tasks/", body).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

/** Completes (`done`) or reopens a task. */
export function useSetTaskDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) =>
      api.post<{ data: TaskItem }>(`/partner/tasks/${id}/${done ? "complete" : "reopen"}/`).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
