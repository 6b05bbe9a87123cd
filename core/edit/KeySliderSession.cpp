#include "core/edit/KeySliderSession.h"

#include "core/animcurve/AnimCurveFn.h"

#include <algorithm>
#include <utility>

namespace knotline {

KeySliderSession::KeySliderSession(std::vector<KeySliderTarget> targets)
{
    for (KeySliderTarget &t : targets) {
        std::sort(t.keys.begin(), t.keys.end());
        t.keys.erase(std::unique(t.keys.begin(), t.keys.end()), t.keys.end());
        if (!t.keys.empty())
            m_targets.push_back(std::move(t));
    }
}

std::size_t KeySliderSession::keyCount() const
{
    std::size_t n = 0;
    for (const KeySliderTarget &t : m_targets)
        n += t.keys.size();
    return n;
}

Result<std::vector<AnimCurve>> KeySliderSession::preview(const KeySliderParams &params) const
{
    if (m_targets.empty())
        return Result<std::vector<AnimCurve>>::error(MessageId::SliderNoKeys);
    std::vector<AnimCurve> proposed;
    proposed.reserve(m_targets.size());
    for (const KeySliderTarget &t : m_targets) {
        AnimCurve copy = t.curve;
        AnimCurveFn fn(copy);
        KeySliderParams own = params;
        if (own.op == KeySliderOp::BlendToDefault && t.defaultValue)
            own.defaultValue = *t.defaultValue;
        if (Status st = applyKeySlider(fn, t.keys, own); !st)
            return t.name.empty() ? st : st.withContext(t.name);
        proposed.push_back(std::move(copy));
    }
    return proposed;
}

} // namespace knotline
