import {dirname, sep} from 'node:path';
import ts from 'typescript';

/**
 * Reads a package's type declarations with the TypeScript compiler: enums,
 * the members of object types and interfaces, their doc comments, tags and
 * signatures. Plain data out, so the tables can be tested without a build.
 */

export interface DocumentedMember {
  name: string;
  /** The doc comment's text, `{@link X}` written as `X`. */
  description: string;
  /** Block tags by name (`defaultValue`, `default`, `deprecated`, `since`…). */
  tags: Record<string, string>;
}

export interface EnumMember extends DocumentedMember {
  value: string;
}

export interface FunctionMember extends DocumentedMember {
  /** `(month: Date, options?: DateLibOptions) => string`, as declared. */
  signature: string;
}

export interface ComponentMember extends DocumentedMember {
  /** The props type the component takes, as the package names it; `undefined` when it takes none. */
  propsType: string | undefined;
}

export interface PropMember extends DocumentedMember {
  /** The interface that declares it (first of the registry's list that has it). */
  declaredIn: string;
  type: string;
}

/** A component's props type, split into what the package declares and what it takes from elsewhere. */
export interface PropsType {
  /** The props the package's own declarations write, in their order. */
  members: PropMember[];
  /** The types from outside the package it includes, as written (`ButtonHTMLAttributes<HTMLButtonElement>`). */
  includes: string[];
}

/** One package's declarations, parsed once. */
export class Declarations {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  private readonly packageDir: string;

  constructor(typesEntry: string) {
    this.program = ts.createProgram([typesEntry], {
      noEmit: true,
      skipLibCheck: true,
      types: [],
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      jsx: ts.JsxEmit.ReactJSX,
    });
    this.checker = this.program.getTypeChecker();
    // The package root: the folder above `dist/`.
    const parts = dirname(typesEntry).split(sep);
    const dist = parts.lastIndexOf('dist');
    this.packageDir =
      dist > 0 ? parts.slice(0, dist).join(sep) : dirname(typesEntry);
  }

  /** The package's own declaration files (not React's or date-fns'). */
  private ownFiles(): ts.SourceFile[] {
    return this.program
      .getSourceFiles()
      .filter((file) => file.fileName.startsWith(this.packageDir + '/'));
  }

  /** Top-level declarations named `name` in the package's files. */
  private declarations(name: string): ts.Declaration[] {
    const found: ts.Declaration[] = [];
    for (const file of this.ownFiles()) {
      for (const statement of file.statements) {
        if (
          (ts.isEnumDeclaration(statement) ||
            ts.isInterfaceDeclaration(statement) ||
            ts.isTypeAliasDeclaration(statement) ||
            ts.isFunctionDeclaration(statement)) &&
          statement.name?.text === name
        ) {
          found.push(statement);
        }
      }
    }
    return found;
  }

  private documented(symbol: ts.Symbol): DocumentedMember {
    const tags: Record<string, string> = {};
    for (const tag of symbol.getJsDocTags(this.checker)) {
      tags[tag.name] = docText(tag.text ?? []);
    }
    return {
      name: symbol.getName(),
      description: docText(symbol.getDocumentationComment(this.checker)),
      tags,
    };
  }

  /** The members of an enum, with their values and doc comments; `[]` when there is no such enum. */
  enumMembers(name: string): EnumMember[] {
    const declaration = this.declarations(name).find(ts.isEnumDeclaration);
    if (!declaration) {
      return [];
    }
    return declaration.members.map((member) => {
      const symbol = this.checker.getSymbolAtLocation(member.name)!;
      const value = this.checker.getConstantValue(member);
      return {...this.documented(symbol), value: String(value)};
    });
  }

  /** The declared properties of an interface or object type alias. */
  private properties(name: string): ts.Symbol[] {
    const declaration = this.declarations(name).find(
      (d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d),
    );
    if (!declaration) {
      return [];
    }
    const type = this.checker.getTypeAtLocation(
      (declaration as ts.InterfaceDeclaration | ts.TypeAliasDeclaration).name,
    );
    return type.getProperties();
  }

  /** Function-valued members of a type (`Formatters`, `Labels`), with their signatures. */
  functionMembers(name: string): FunctionMember[] {
    return this.properties(name).map((symbol) => {
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const type = this.checker.getNonNullableType(
        this.checker.getTypeOfSymbolAtLocation(symbol, declaration!),
      );
      const signature = type.getCallSignatures()[0];
      const documented = this.documented(symbol);
      return {
        ...documented,
        description:
          documented.description || this.aliasDescription(declaration),
        signature: signature ? this.signatureText(signature) : '',
      };
    });
  }

  /** The doc comment of the type alias a member is declared with (`labelNext: NavButtonLabel`). */
  private aliasDescription(declaration: ts.Declaration | undefined): string {
    const typeNode =
      declaration &&
      (ts.isPropertySignature(declaration) ||
        ts.isPropertyDeclaration(declaration))
        ? declaration.type
        : undefined;
    if (!typeNode || !ts.isTypeReferenceNode(typeNode)) {
      return '';
    }
    const alias = this.checker.getSymbolAtLocation(typeNode.typeName);
    return alias ? docText(alias.getDocumentationComment(this.checker)) : '';
  }

  /** `(a: A, b?: B) => R`, with each parameter's type as the package wrote it. */
  private signatureText(signature: ts.Signature): string {
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration as
        | ts.ParameterDeclaration
        | undefined;
      const optional = declaration?.questionToken || declaration?.initializer;
      const type = declaration?.type
        ? declaration.type.getText()
        : this.checker.typeToString(this.checker.getTypeOfSymbol(parameter));
      return `${parameter.getName()}${optional ? '?' : ''}: ${type}`;
    });
    const declaration = signature.getDeclaration() as
      | ts.SignatureDeclaration
      | undefined;
    const returns = declaration?.type
      ? declaration.type.getText()
      : this.checker.typeToString(signature.getReturnType());
    return oneLine(`(${parameters.join(', ')}) => ${returns}`);
  }

  /**
   * The keys of a components map (`CustomComponents`) and the props type
   * each component takes: the package's `XProps` alias of that component
   * when it has one, or else the type its first parameter is declared with
   * (so `MonthsDropdown` shows `DropdownProps`).
   */
  componentMembers(name: string): ComponentMember[] {
    const aliases = this.propsAliases();
    return this.properties(name).map((symbol) => {
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const type = this.checker.getNonNullableType(
        this.checker.getTypeOfSymbolAtLocation(symbol, declaration!),
      );
      const signature = type.getCallSignatures()[0];
      const parameter = signature?.getParameters()[0]?.valueDeclaration as
        | ts.ParameterDeclaration
        | undefined;
      const component = signature?.getDeclaration() as
        | ts.SignatureDeclaration
        | undefined;
      const componentName =
        component && ts.isFunctionDeclaration(component)
          ? component.name?.text
          : undefined;
      const propsType = !parameter
        ? undefined
        : ((componentName && aliases.get(componentName)) ??
          parameter.type?.getText() ??
          this.checker.typeToString(this.checker.getTypeAtLocation(parameter)));
      return {...this.documented(symbol), propsType};
    });
  }

  /** `type FooProps = Parameters<typeof Foo>[0]` aliases, by component name. */
  private propsAliases(): Map<string, string> {
    const aliases = new Map<string, string>();
    for (const file of this.ownFiles()) {
      for (const statement of file.statements) {
        if (!ts.isTypeAliasDeclaration(statement)) {
          continue;
        }
        const match = /^Parameters<typeof (\w+)>\[0\]$/.exec(
          statement.type.getText(),
        );
        if (match && !aliases.has(match[1])) {
          aliases.set(match[1], statement.name.text);
        }
      }
    }
    return aliases;
  }

  /**
   * A props type (`DayButtonProps`, `CaptionProps`): the members the package
   * writes, followed through its interfaces, aliases, intersections and
   * `Parameters<typeof Component>[0]`, and the outside types it includes;
   * `undefined` when the package declares no type of that name.
   */
  propsType(name: string): PropsType | undefined {
    const declaration = this.declarations(name).find(
      (d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d),
    );
    if (!declaration) {
      return undefined;
    }
    const found: PropsType = {members: [], includes: []};
    this.collectProps(declaration, name, found);
    return found;
  }

  private collectProps(
    node: ts.Node,
    declaredIn: string,
    found: PropsType,
  ): void {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) {
      const heritage = ts.isInterfaceDeclaration(node)
        ? (node.heritageClauses ?? []).flatMap((clause) => clause.types)
        : [];
      for (const base of heritage) {
        this.collectNamed(base.expression.getText(), base, declaredIn, found);
      }
      for (const member of node.members) {
        const symbol =
          ts.isPropertySignature(member) &&
          this.checker.getSymbolAtLocation(member.name);
        if (symbol) {
          found.members.push({
            ...this.documented(symbol),
            declaredIn,
            type: member.type ? oneLine(member.type.getText()) : 'unknown',
          });
        }
      }
    } else if (ts.isTypeAliasDeclaration(node)) {
      this.collectProps(node.type, declaredIn, found);
    } else if (ts.isParenthesizedTypeNode(node)) {
      this.collectProps(node.type, declaredIn, found);
    } else if (ts.isIntersectionTypeNode(node)) {
      for (const part of node.types) {
        this.collectProps(part, declaredIn, found);
      }
    } else if (ts.isTypeReferenceNode(node)) {
      this.collectNamed(node.typeName.getText(), node, declaredIn, found);
    } else {
      const parameter = this.componentParameter(node);
      if (parameter) {
        this.collectProps(parameter, declaredIn, found);
      } else {
        found.includes.push(oneLine(node.getText()));
      }
    }
  }

  /** A named part: the package's own type is followed, any other is an included outside type. */
  private collectNamed(
    name: string,
    node: ts.Node,
    declaredIn: string,
    found: PropsType,
  ): void {
    const own = this.declarations(name).find(
      (d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d),
    );
    if (own) {
      this.collectProps(own, declaredIn, found);
    } else {
      found.includes.push(oneLine(node.getText()));
    }
  }

  /** The type of `Component`'s first parameter, for `Parameters<typeof Component>[0]`. */
  private componentParameter(node: ts.Node): ts.TypeNode | undefined {
    if (
      !ts.isIndexedAccessTypeNode(node) ||
      !ts.isTypeReferenceNode(node.objectType) ||
      node.objectType.typeName.getText() !== 'Parameters'
    ) {
      return undefined;
    }
    const query = node.objectType.typeArguments?.[0];
    const component =
      query && ts.isTypeQueryNode(query)
        ? this.declarations(query.exprName.getText()).find(
            ts.isFunctionDeclaration,
          )
        : undefined;
    return component?.parameters[0]?.type;
  }

  /** The string literals of a union type alias (`Numerals`), and the alias' doc comment. */
  stringUnion(name: string): {values: string[]; description: string} {
    const declaration = this.declarations(name).find(ts.isTypeAliasDeclaration);
    if (!declaration) {
      return {values: [], description: ''};
    }
    const type = this.checker.getTypeAtLocation(declaration.name);
    const members = type.isUnion() ? type.types : [type];
    const symbol = this.checker.getSymbolAtLocation(declaration.name)!;
    return {
      values: members
        .filter((member) => member.isStringLiteral())
        .map((member) => (member as ts.StringLiteralType).value),
      description: docText(symbol.getDocumentationComment(this.checker)),
    };
  }

  /**
   * The props of the registry's props interfaces, each from the first
   * interface that declares it, with its declared type and doc comment.
   */
  props(interfaces: readonly string[]): Map<string, PropMember> {
    const props = new Map<string, PropMember>();
    for (const name of interfaces) {
      const declaration = this.declarations(name).find(
        ts.isInterfaceDeclaration,
      );
      if (!declaration) {
        continue;
      }
      for (const member of declaration.members) {
        if (!ts.isPropertySignature(member) || !member.name) {
          continue;
        }
        const symbol = this.checker.getSymbolAtLocation(member.name);
        if (!symbol || props.has(symbol.getName())) {
          continue;
        }
        props.set(symbol.getName(), {
          ...this.documented(symbol),
          declaredIn: name,
          type: member.type ? oneLine(member.type.getText()) : 'unknown',
        });
      }
    }
    return props;
  }
}

/**
 * Doc comment text with each `{@link Target}` written as `Target`, or as
 * its own text when it has one (`{@link Target | text}`).
 */
export function docText(parts: readonly ts.SymbolDisplayPart[]): string {
  let out = '';
  let linkName = '';
  let linkText = '';
  for (const part of parts) {
    if (part.kind === 'linkName') {
      linkName = part.text;
    } else if (part.kind === 'linkText') {
      linkText += part.text;
    } else if (part.kind === 'link') {
      if (part.text === '}') {
        out += linkText.trim() || linkName;
        linkName = '';
        linkText = '';
      }
    } else {
      out += part.text;
    }
  }
  return out.trim();
}

/** Type text on one line, without `import("…").` qualifiers. */
export function oneLine(type: string): string {
  return type
    .replace(/import\("[^"]*"\)\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/\{ /g, '{ ')
    .replace(/; \}/g, ' }')
    .trim();
}
