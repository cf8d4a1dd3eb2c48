import { errorText } from '@sitewright/api-client';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@sitewright/core/mappings';
import { useState, type FormEvent } from 'react';
import { FormError, primaryButton, secondaryButton } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/form-controls';
import { Modal } from '../../../components/ui/modal';
import { categoryLabel } from '../../../lib/format';
import { usePublishProject } from '../api/publish-project';

/**
 * Publish to gallery: the owner picks a template category and the project becomes a community
 * template (POST /api/project/{id}/publish). Errors show the server's text (SPEC §8).
 */
export function PublishDialog({ projectId, name, onClose, onPublished }: { projectId: string; name: string; onClose(): void; onPublished(): void }) {
  const publish = usePublishProject();
  const [category, setCategory] = useState<TemplateCategory | ''>('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!category) return;
    try {
      await publish.mutateAsync({ id: projectId, category });
      onPublished();
    } catch {
      // Shown below from publish.error.
    }
  };
  return (
    <Modal title="Publish to gallery" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} className="space-y-5">
        <p className="text-slate-700">
          <span className="font-semibold text-slate-900">{name}</span> becomes a community template: anyone can preview it and start their own site from it. You can withdraw it at any time.
        </p>
        <SelectField label="Category" required value={category} onChange={(e) => setCategory(e.target.value as TemplateCategory | '')}
          hint="Where it is listed in the Template Gallery.">
          <option value="">Choose a category</option>
          {TEMPLATE_CATEGORIES.map((c) => <option key={c} value={c}>{categoryLabel(c)}</option>)}
        </SelectField>
        <FormError>{publish.error ? errorText(publish.error, 'Could not publish the project') : null}</FormError>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>Cancel</button>
          <button type="submit" className={primaryButton} disabled={!category || publish.isPending}>{publish.isPending ? 'Publishing...' : 'Publish'}</button>
        </div>
      </form>
    </Modal>
  );
}
