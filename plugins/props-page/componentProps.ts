import type {DocVersionId} from '../../src/data/docVersions';
import type {
  ComponentMember,
  PropsType,
} from '../remark-reference-table/declarations';
import {memberRow, type MemberRow} from './propRows';

/**
 * Where each version's customization guide teaches replacing components:
 * the section listing them all, and the sections about one component
 * (`componentGuides.test.ts` checks that each is a section of the guide
 * and each key a component).
 */
export interface ComponentGuide {
  path: string;
  overview: string;
  sections: Readonly<Record<string, string>>;
}

export const COMPONENT_GUIDES: Readonly<Record<DocVersionId, ComponentGuide>> =
  {
    v9: {
      path: '/guides/custom-components',
      overview: 'components-you-can-replace',
      sections: {
        DayButton: 'add-content-to-the-day-buttons',
        MonthCaption: 'replace-the-month-caption',
        Chevron: 'change-the-navigation-icons',
        Dropdown: 'custom-dropdown',
        MonthsDropdown: 'custom-dropdown',
        YearsDropdown: 'custom-dropdown',
        Select: 'custom-dropdown',
        Option: 'custom-dropdown',
      },
    },
    v8: {
      path: '/v8/advanced-guides/custom-components',
      overview: 'available-components',
      sections: {
        Caption: 'build-your-own-caption',
        CaptionLabel: 'build-your-own-caption',
        DayContent: 'change-the-content-of-the-days',
        IconLeft: 'change-the-navigation-icons',
        IconRight: 'change-the-navigation-icons',
        Day: 'replace-the-whole-day',
        Row: 'hide-rows-with-a-custom-row',
      },
    },
  };

/** A version's guide; throws for a version this module doesn't know yet. */
export function componentGuideOf(id: string): ComponentGuide {
  const guide = (COMPONENT_GUIDES as Readonly<Record<string, ComponentGuide>>)[
    id
  ];
  if (!guide) {
    throw new Error(
      `plugins/props-page/componentProps.ts names no custom-components guide for DayPicker ${id}: add its COMPONENT_GUIDES entry.`,
    );
  }
  return guide;
}

/** The guide section about a component, or the guide's list of components when none is about it. */
export function guideSection(
  guide: ComponentGuide,
  component: string,
): {path: string; anchor: string} {
  return {
    path: guide.path,
    anchor: guide.sections[component] ?? guide.overview,
  };
}

export interface ComponentProps {
  /** The props type's name, `undefined` for a component that takes no props. */
  propsType: string | undefined;
  rows: MemberRow[];
  /** Outside types the props type includes, as written. */
  includes: string[];
}

/**
 * What a custom component receives, from its props type: one row per
 * member the package declares. Throws, naming the component, when the
 * package declares no type of the name its `CustomComponents` entry uses.
 */
export function componentProps(
  component: ComponentMember,
  readType: (name: string) => PropsType | undefined,
  anchorOf: (name: string) => string,
  typeUrl: (name: string) => string | undefined,
): ComponentProps {
  if (!component.propsType) {
    return {propsType: undefined, rows: [], includes: []};
  }
  const type = readType(component.propsType);
  if (!type) {
    throw new Error(
      `Custom component "${component.name}": its props type "${component.propsType}" is not in the package's type declarations.`,
    );
  }
  return {
    propsType: component.propsType,
    rows: type.members.map((member) =>
      memberRow(member, member.description, anchorOf(member.name), typeUrl),
    ),
    includes: type.includes,
  };
}
