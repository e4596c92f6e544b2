import { qualificationLevels, qualificationTitles } from '@osi/shared';
import { InputField } from '@/components/form/fields';
import { FieldRows } from '@/components/form/field-rows';

export const blankQualification = { degree: '', university: '', date: '' };

/** The three qualification rows of the form: bachelor's, master's and post-doctoral. */
export function QualificationRows() {
  return (
    <FieldRows
      name="qualifications"
      blank={blankQualification}
      fixed={qualificationLevels.length}
      max={qualificationLevels.length}
      addLabel="Add a qualification"
      rowTitle={(index) => qualificationTitles[qualificationLevels[index]!]}
    >
      {({ prefix }) => (
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField name={`${prefix}.degree`} label="Degree" autoComplete="off" />
          <InputField name={`${prefix}.university`} label="Name of University" autoComplete="off" />
          <InputField name={`${prefix}.date`} label="Date of Graduation" type="date" />
        </div>
      )}
    </FieldRows>
  );
}
