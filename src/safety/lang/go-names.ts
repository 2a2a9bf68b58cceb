/**
 * Pure: what a Go file's names stand for, for the Go front end (go.ts): an
 * import's alias → its path (`x "os/exec"`), a qualified type's full name, a
 * package named in a selector, and a member of a value (a library object's
 * method or field, a field the value holds, or a method of the file's own
 * types bound to its receiver).
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { GO_PLACES } from './go-apis.ts';
import { union, type FnDef, type Scope, type Value } from './values.ts';


export class GoNames {
  /** Import aliases (`exec`, or the name given) → import path. */
  readonly imports = new Map<string, string>();
  /** The file's methods by name (`func (u *updater) refresh()`); null when two types define one name. */
  private readonly methods = new Map<string, FnDef | null>();
  /** A method's receiver: its parameter's name, and the value it is bound to where `u.refresh` was taken. */
  private readonly receivers = new Map<FnDef, { name: string; value?: Value }>();

  /** A method of the file's own types (`func (u *updater) refresh()`), its receiver's parameter name. */
  method(name: string, fn: FnDef, receiver: string | undefined): void {
    if (receiver) this.receivers.set(fn, { name: receiver });
    this.methods.set(name, this.methods.has(name) ? null : fn);
  }

  /** A method's receiver as it is called: its parameter's name and the value it is bound to. */
  receiverOf(fn: FnDef): { name: string; value?: Value } | undefined {
    return this.receivers.get(fn);
  }

  /** A qualified type's import path and name (`strings.Builder`, the go-sdk's `…/mcp.Tool`), through `&` and `*`. */
  typeName(type: SyntaxNode | null | undefined): string | undefined {
    const t = type?.type === 'pointer_type' ? named(type)[0] : type;
    if (t?.type !== 'qualified_type') return undefined;
    const pkg = this.imports.get(t.childForFieldName('package')?.text ?? '');
    return pkg === undefined ? undefined : `${pkg}.${t.childForFieldName('name')?.text}`;
  }

  packageOf(operand: SyntaxNode, scope: Scope): string | undefined {
    return operand.type === 'identifier' && !scope.lookup(operand.text) ? this.imports.get(operand.text) : undefined;
  }

  /**
   * `reflect.ValueOf(o).MethodByName(name)` with a name known only at run time: any method of the file's types may be
   * the one (its type is not followed), each bound to `o`; undefined when the file has none.
   */
  anyMethod(o: Value, name: Value): Value | undefined {
    const fns = [...this.methods.keys()].flatMap((m) => this.member(o, m).fn ?? []);
    return fns.length ? { parts: union([name]).parts, alternatives: fns.map((fn) => ({ parts: [], fn })) } : undefined;
  }

  /**
   * `o.field`: a library object's method or field (`conn.Write`, `u.HomeDir`: GO_PLACES), a field the value holds
   * (`cfg.Mirror`), or a method of the file's own types bound to `o` (`u.refresh`, called now or kept as a method value).
   */
  member(o: Value, field: string): Value {
    if (o.api && o.parts.length === 0) return { parts: [], api: `${o.api}.${field}` };
    const held = o.props?.get(field);
    if (held) return held;
    const place = o.api ? GO_PLACES[`${o.api}.${field}`] : undefined;
    if (place) return { parts: place };
    const method = o.api ? undefined : this.methods.get(field);
    if (method) {
      const fn: FnDef = { ...method };
      this.receivers.set(fn, { name: this.receivers.get(method)?.name ?? '', value: o });
      return { parts: [{ ref: { var: field } }], fn };
    }
    return { parts: union([o]).parts };
  }
}
