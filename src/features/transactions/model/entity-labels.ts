import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { EntityActionKey, EntitySubTypeKey, EntityTypeKey } from "./entity";

/** The kinds of 3.x entities in words (EntityType). */
export const ENTITY_TYPE_LABELS: Record<EntityTypeKey, MessageDescriptor> = {
  business: msg({ message: "Business", context: "entity type" }),
  product: msg({ message: "Product", context: "entity type" }),
  plugin: msg({ message: "Plugin", context: "entity type" }),
  module: msg({ message: "Module", context: "entity type" }),
  delegate: msg({ message: "Delegate", context: "entity type" }),
};

/** Entity sub-types in words: none, and the two plugin sub-types. */
export const ENTITY_SUB_TYPE_LABELS: Record<EntitySubTypeKey, MessageDescriptor> = {
  none: msg({ message: "None", context: "entity sub-type" }),
  core: msg`Core plugin`,
  desktop: msg`Desktop plugin`,
};

/** What an entity transaction does, in words (EntityAction). */
export const ENTITY_ACTION_LABELS: Record<EntityActionKey, MessageDescriptor> = {
  register: msg`Registration`,
  update: msg`Update`,
  resign: msg`Resignation`,
};
