import { ValidationError } from '@sitewright/core';
import { blueprint, footerVariant, headerVariant } from './blueprints';
import { siteModelSchema, type SiteFiles, type SiteModel } from './model';
import { renderSite } from './render';

/**
 * Switch a site to the other layout of its blueprint (issue 15 §4: "picked per project, switchable
 * later"): every section of the blueprint takes that layout's variant, and the header and footer
 * theirs; words, pictures and colours stay. A section the owner rewrote (model-written html) keeps it.
 * @throws ValidationError (422) for a site made before blueprints, or a layout other than 0 or 1.
 */
export function switchLayout(input: SiteModel, layout: number): { site: SiteModel; files: SiteFiles } {
  const site = siteModelSchema.parse(input);
  if (layout !== 0 && layout !== 1) throw new ValidationError([{ loc: ['body', 'layout'], msg: 'layout must be 0 or 1', type: 'value_error' }]);
  if (!site.blueprint) throw new ValidationError('This site was made before layouts; generate it again to choose one.');
  const plan = blueprint(site.blueprint, layout, site.category);
  const next = siteModelSchema.parse({
    ...site, layout,
    header: site.category === 'navigation-patterns' ? site.header : { ...site.header, variant: headerVariant(site.category, site.blueprint, layout) },
    footer: { ...site.footer, variant: footerVariant(layout) },
    sections: site.sections.map((s) => {
      const p = plan.find((x) => x.id === s.id && x.kind === s.kind);
      return p ? { ...s, variant: p.variant } : s;
    }),
  });
  return { site: next, files: renderSite(next) };
}
