export * from "./api";
export * from "./errors";
export * from "./permissions";
export * from "./schemas/auth";
export * from "./schemas/fields";
export * from "./schemas/notifications";
export * from "./schemas/profile";
export * from "./schemas/students";
